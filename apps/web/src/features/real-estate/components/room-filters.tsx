import { Select } from '@mantine/core';
import type { RoomCatalogue, RoomTree } from '@portale/shared';
import { FilterPanel } from '../../../lib/filter-panel.tsx';
import { hasRoomFilters, parseRoomSortOption, roomSortOptions, roomSortValue } from '../room-list-query.ts';
import type { RoomListSearch } from '../real-estate-search.ts';

type RoomFiltersProps = {
  search: RoomListSearch;
  /** The site's buildings and floors, for their filters (undefined while they load). */
  tree: RoomTree | undefined;
  catalogue: RoomCatalogue | undefined;
  /** The day, in words («oggi», «il 01/03/2025»), for the state filter's label. */
  dayText: string;
  onChange: (change: Partial<RoomListSearch>) => void;
  onReset: () => void;
};

/** Search, filters and order of the flat table; the text search waits for the user to stop typing. */
export function RoomFilters({ search, tree, catalogue, dayText, onChange, onReset }: RoomFiltersProps) {
  const buildings = tree?.buildings ?? [];
  const floorOptions = buildings
    .filter((building) => !search.building || building.buildingName === search.building)
    .flatMap((building) =>
      building.floors.map((floor) => ({
        value: String(floor.floorId),
        label: search.building ? floor.floorName : `${building.buildingName} · ${floor.floorName}`,
      })),
    );
  const stateOptions = [
    { value: 'open', label: `Aperti ${dayText}` },
    { value: 'notOpen', label: `Non aperti ${dayText} (chiusi o sospesi)` },
  ];

  return (
    <FilterPanel
      searchPlaceholder="Identificativo o nome del locale"
      query={search.query}
      onQueryChange={(query) => onChange({ query })}
      sortOptions={roomSortOptions}
      sortValue={roomSortValue(search)}
      onSortChange={(value) => onChange(parseRoomSortOption(value))}
      filtersChosen={hasRoomFilters({ ...search, query: undefined })}
      filtered={hasRoomFilters(search)}
      onReset={onReset}
    >
      <Select
        label="Edificio"
        placeholder="Tutti"
        clearable
        searchable
        data={buildings.map((building) => building.buildingName)}
        value={search.building ?? null}
        onChange={(building) => onChange({ building: building ?? undefined, floorId: undefined })}
      />
      <Select
        label="Piano"
        placeholder="Tutti"
        clearable
        searchable
        data={floorOptions}
        value={search.floorId === undefined ? null : String(search.floorId)}
        onChange={(floorId) => onChange({ floorId: floorId ? Number(floorId) : undefined })}
      />
      <Select
        label="Categoria dell’area"
        placeholder="Tutte"
        clearable
        searchable
        data={(catalogue?.areaCategories ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        value={search.areaCategoryId === undefined ? null : String(search.areaCategoryId)}
        onChange={(id) => onChange({ areaCategoryId: id ? Number(id) : undefined })}
      />
      <Select
        label="Frequenza di pulizia"
        placeholder="Tutte"
        clearable
        data={(catalogue?.frequencies ?? []).map((frequency) => ({
          value: frequency.code,
          label: frequency.name,
        }))}
        value={search.frequency ?? null}
        onChange={(frequency) => onChange({ frequency: frequency ?? undefined })}
      />
      <Select
        label="Stato"
        placeholder="Tutti"
        clearable
        data={stateOptions}
        value={search.state ?? null}
        onChange={(state) => onChange({ state: (state as RoomListSearch['state']) ?? undefined })}
      />
    </FilterPanel>
  );
}
