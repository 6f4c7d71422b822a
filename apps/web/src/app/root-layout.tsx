import { Outlet } from '@tanstack/react-router';
import { DocumentTitle } from './document-title.tsx';

/** Every page, public or signed in: the route's page and its title. */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}
