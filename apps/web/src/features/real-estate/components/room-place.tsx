import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import type { RoomPage } from '@portale/shared';
import { Link } from '@tanstack/react-router';

type RoomPlaceProps = {
  page: RoomPage;
  /** The day in the address, if any: the links keep it. */
  date: string | undefined;
};

/**
 * Where the room is: its site (the tree), its building and its floor (the flat table so filtered), each a
 * link on the same day.
 */
export function RoomPlace({ page, date }: RoomPlaceProps) {
  const site = page.siteCode;
  const floorId = page.room?.floorId;
  return (
    <nav aria-label="Dove si trova il locale">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
          renderRoot={(props) => <Link {...props} to="/real-estate" search={{ site, date }} />}
        >
          {page.siteName}
        </Anchor>
        <Anchor
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
          renderRoot={(props) => (
            <Link {...props} to="/real-estate-flat" search={{ site, date, building: page.buildingName }} />
          )}
        >
          {page.buildingName}
        </Anchor>
        {floorId === undefined ? (
          <Text size="sm">{page.floorName}</Text>
        ) : (
          <Anchor
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
            renderRoot={(props) => (
              <Link
                {...props}
                to="/real-estate-flat"
                search={{ site, date, building: page.buildingName, floorId }}
              />
            )}
          >
            {page.floorName}
          </Anchor>
        )}
      </Breadcrumbs>
    </nav>
  );
}
