// @vitest-environment jsdom
import { employeePhotoContract } from '@portale/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-client.ts';
import { PersonPhoto } from './person-photo.tsx';
import { renderInDom } from './testing/render-in-dom.tsx';

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
const observed: { element: Element; report: (entries: Partial<IntersectionObserverEntry>[]) => void }[] = [];
class ReportedIntersections {
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(element: Element) {
    observed.push({ element, report: this.callback });
  }
  disconnect() {}
  unobserve() {}
}
const comesOnScreen = () =>
  act(() => {
    for (const { element, report } of observed) report([{ target: element, isIntersecting: true }]);
  });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', ReportedIntersections);
  vi.stubGlobal('fetch', fetchMock);
  // Neither has jsdom: the image's address is made from the downloaded file.
  Object.assign(URL, { createObjectURL: () => 'blob:foto', revokeObjectURL: () => undefined });
  fetchMock.mockImplementation(
    async () => new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg' } }),
  );
  configureApiClient({ baseUrl: '/api/', onSessionExpired: () => undefined });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  observed.length = 0;
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function drawPhoto() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInDom(
    <QueryClientProvider client={queryClient}>
      <PersonPhoto
        contract={employeePhotoContract}
        params={{ employeeId: '7' }}
        fullName="Rossi Maria"
        radius="md"
      />
    </QueryClientProvider>,
  );
}

describe('a person’s photo in a list', () => {
  it('shows the initials and downloads nothing while it is off screen', async () => {
    drawPhoto();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: 'Foto di Rossi Maria' })).toBeNull();
    expect(document.body.textContent).toContain('RM');
  });

  it('is downloaded once it comes near the screen, and shown', async () => {
    drawPhoto();
    comesOnScreen();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto di Rossi Maria' })).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/');
  });
});
