import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QualityControlDetail, QualityControlListResult, QualityControlPhoto } from '@portale/shared';
import { multipart } from './support/multipart.ts';
import { apiCaller, bearer, closeTestApp, createTestApp, loginAs, type TestApp } from './support/test-app.ts';

/**
 * Photos of a control's rooms: staff add them while recording (images only, rooms drawn only), both
 * sides see them on the control's page and open them within reach, and a completed control keeps them.
 */
let testApp: TestApp;
const tokens: Record<string, string> = {};
const call = apiCaller(() => testApp, tokens);

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'silent' });
  for (const username of ['cliente.demo', 'altro.demo', 'staff.demo'])
    tokens[username] = await loginAs(testApp, username);
}, 60_000);
afterAll(() => closeTestApp(testApp));

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

function upload(path: string, filename: string, bytes: Buffer) {
  const body = multipart([{ name: 'file', filename, body: bytes }]);
  return testApp.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': body.contentType, ...bearer(tokens['staff.demo'] ?? '') },
    payload: body.payload,
  });
}

describe('quality control photos', () => {
  it('are added to a drawn room while recording, shown to both sides, and kept once completed', async () => {
    const [recent] = (
      await call('GET', '/quality/controls?pageSize=1', 'cliente.demo')
    ).json<QualityControlListResult>().data;
    const control = (
      await call('POST', '/quality/controls', 'staff.demo', {
        siteCode: recent!.siteCode,
        controlDate: recent!.controlDate,
      })
    ).json<QualityControlDetail>();
    const [room] = control.rooms;
    const roomPath = `/quality/controls/${control.id}/rooms/${room!.roomId}/photos`;

    const refused = await upload(roomPath, 'verbale.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Extension not allowed' });
    const foreignRoom = await upload(`/quality/controls/${control.id}/rooms/2147483647/photos`, 'a.png', png);
    expect(foreignRoom.statusCode).toBe(400);

    const added = await upload(roomPath, 'macchia pavimento.png', png);
    expect(added.statusCode).toBe(201);
    const photo = added.json<QualityControlPhoto>();
    expect(photo).toMatchObject({ filename: 'macchia pavimento.png', sizeBytes: png.length });

    const seen = (
      await call('GET', `/quality/controls/${control.id}`, 'cliente.demo')
    ).json<QualityControlDetail>();
    expect(seen.rooms[0]!.photos).toEqual([photo]);
    const file = await call('GET', `/quality/controls/${control.id}/photos/${photo.id}`, 'cliente.demo');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(
      (await call('GET', `/quality/controls/${control.id}/photos/${photo.id}`, 'altro.demo')).statusCode,
    ).toBe(404);

    const second = (await upload(roomPath, 'seconda.png', png)).json<QualityControlPhoto>();
    const removed = await call('DELETE', `/quality/controls/${control.id}/photos/${second.id}`, 'staff.demo');
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('GET', `/quality/controls/${control.id}/photos/${second.id}`, 'staff.demo')).statusCode,
    ).toBe(404);

    const votes = control.rooms.map((entry) => ({ roomId: entry.roomId, elementCode: 'pavimenti', vote: 4 }));
    await call('PUT', `/quality/controls/${control.id}/votes`, 'staff.demo', { votes });
    const completed = (
      await call('POST', `/quality/controls/${control.id}/complete`, 'staff.demo')
    ).json<QualityControlDetail>();
    expect(completed.rooms[0]!.photos).toHaveLength(1);
    expect((await upload(roomPath, 'tardi.png', png)).statusCode).toBe(409);
  });
});
