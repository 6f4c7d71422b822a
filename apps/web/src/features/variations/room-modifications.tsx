import { Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Room, RoomCatalogue, VariationRequestInput } from '@portale/shared';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { formatArea } from '../../lib/format-area.ts';
import { FormDecimalField } from '../../lib/form-decimal-field.tsx';
import { FormNumberSelect } from '../../lib/form-number-select.tsx';

type RoomModificationsProps = {
  control: Control<VariationRequestInput>;
  /** The rooms chosen, in the form's order. */
  chosen: NonNullable<VariationRequestInput['rooms']>;
  /** The site's rooms as they are on the first day: what each chosen room is now. */
  siteRooms: readonly Room[];
  catalogue: RoomCatalogue | undefined;
};

/**
 * «Modifica»: for each chosen room, what it is now and its new area, category or frequency. Each room
 * has values of its own (two rooms seldom share a new area); what is left empty stays as it is.
 */
export function RoomModifications({ control, chosen, siteRooms, catalogue }: RoomModificationsProps) {
  if (chosen.length === 0) return null;
  const byId = new Map(siteRooms.map((room) => [room.roomId, room]));
  return (
    <Stack gap="sm" component="section" aria-label="Nuovi dati dei locali">
      <Text size="sm" c="dimmed">
        Per ogni locale indica solo ciò che cambia: il resto rimane com’è.
      </Text>
      {chosen.map((choice, index) => (
        <RoomModification
          key={choice.roomId}
          control={control}
          index={index}
          room={byId.get(choice.roomId)}
          catalogue={catalogue}
        />
      ))}
    </Stack>
  );
}

type RoomModificationProps = {
  control: Control<VariationRequestInput>;
  index: number;
  room: Room | undefined;
  catalogue: RoomCatalogue | undefined;
};

function RoomModification({ control, index, room, catalogue }: RoomModificationProps) {
  const { errors } = useFormState({ control, name: `rooms.${index}` });
  // The rule "at least one new value" is the room's own, not one of its fields'.
  const missing = errors.rooms?.[index]?.message;
  const title = room ? `${room.roomIdentifier} · ${room.roomName}` : 'Locale';
  const categoryName = catalogue?.areaCategories.find(
    (category) => category.id === room?.areaCategoryId,
  )?.name;
  const frequencyName = catalogue?.frequencies.find((frequency) => frequency.code === room?.frequency)?.name;
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={title} m={0}>
      <Text fw={600} size="sm" component="legend" px={4}>
        {title}
      </Text>
      {room && (
        <Text size="xs" c="dimmed" mb="xs">
          Ora: {formatArea(room.area)} · {categoryName ?? 'categoria'} · {frequencyName ?? room.frequency}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <FormDecimalField
          control={control}
          name={`rooms.${index}.newArea`}
          label="Nuova superficie (m²)"
          min={0.01}
          blank={null}
          groupError={missing}
        />
        <FormNumberSelect
          control={control}
          name={`rooms.${index}.newAreaCategoryId`}
          label="Nuova categoria"
          clearable
          data={(catalogue?.areaCategories ?? []).map((category) => ({
            value: category.id,
            label: category.name,
          }))}
        />
        <Controller
          control={control}
          name={`rooms.${index}.newFrequencyCode`}
          render={({ field }) => (
            <Select
              ref={field.ref}
              label="Nuova frequenza"
              clearable
              data={(catalogue?.frequencies ?? []).map((frequency) => ({
                value: frequency.code,
                label: frequency.name,
              }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
            />
          )}
        />
      </SimpleGrid>
    </Paper>
  );
}
