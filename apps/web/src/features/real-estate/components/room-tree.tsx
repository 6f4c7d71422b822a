import { Group, Paper, Stack, Text } from '@mantine/core';
import type { RoomTree as Tree } from '@portale/shared';
import { useId, useState } from 'react';
import { totalsText } from '../real-estate-text.ts';
import { DisclosureButton } from './disclosure-button.tsx';
import { FloorRooms } from './floor-rooms.tsx';
import { formatCount } from '../../../lib/italian-numbers.ts';

type Building = Tree['buildings'][number];
type Floor = Building['floors'][number];

type RoomTreeProps = {
  tree: Tree;
  siteCode: string;
  /** The day shown, and whether it is today (rooms' links name the day only when it is not). */
  date: string;
  isToday: boolean;
};

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

function FloorNode({ floor, siteCode, date, isToday }: { floor: Floor } & Omit<RoomTreeProps, 'tree'>) {
  const [expanded, setExpanded] = useState(false);
  const roomsId = useId();
  return (
    <li>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <DisclosureButton expanded={expanded} controls={roomsId} onToggle={() => setExpanded(!expanded)}>
          {floor.floorName}
        </DisclosureButton>
        <Text size="sm" c="dimmed">
          {totalsText(floor.totals)}
        </Text>
      </Group>
      <div id={roomsId} hidden={!expanded}>
        {expanded && <FloorRooms siteCode={siteCode} floorId={floor.floorId} date={date} isToday={isToday} />}
      </div>
    </li>
  );
}

function BuildingNode({
  building,
  siteCode,
  date,
  isToday,
}: { building: Building } & Omit<RoomTreeProps, 'tree'>) {
  const [expanded, setExpanded] = useState(true);
  const floorsId = useId();
  const floorCount = building.floors.length;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <DisclosureButton expanded={expanded} controls={floorsId} onToggle={() => setExpanded(!expanded)}>
          {building.buildingName}
        </DisclosureButton>
        <Text size="sm" c="dimmed">
          {formatCount(floorCount, 'piano', 'piani')} · {totalsText(building.totals)}
        </Text>
      </Group>
      <Stack
        id={floorsId}
        hidden={!expanded}
        component="ul"
        gap={4}
        mt="xs"
        pl={{ base: 'sm', sm: 'lg' }}
        style={listStyle}
        aria-label={`Piani di ${building.buildingName}`}
      >
        {building.floors.map((floor) => (
          <FloorNode key={floor.floorId} floor={floor} siteCode={siteCode} date={date} isToday={isToday} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The site's buildings > floors > rooms, with the rooms counted and the areas added up at each level.
 * Each level opens with a button that says whether it is open (the keyboard's Tab and Enter); a
 * floor's rooms are asked for when it is opened.
 */
export function RoomTree({ tree, siteCode, date, isToday }: RoomTreeProps) {
  if (tree.buildings.length === 0) {
    return (
      <Text c="dimmed">
        Nessun locale registrato per questa ubicazione {isToday ? 'oggi' : 'in quel giorno'}.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" style={listStyle} aria-label="Edifici">
      {tree.buildings.map((building) => (
        <BuildingNode
          key={building.buildingName}
          building={building}
          siteCode={siteCode}
          date={date}
          isToday={isToday}
        />
      ))}
    </Stack>
  );
}
