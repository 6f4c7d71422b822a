/** A multipart/form-data body of fields and files, as a browser sends it. */
export function multipart(parts: { name: string; filename?: string; body: Buffer | string }[]) {
  const boundary = '----portale-test';
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : '') +
          '\r\n\r\n',
      ),
      Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
