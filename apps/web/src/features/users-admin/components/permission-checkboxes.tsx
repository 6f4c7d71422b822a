import { Checkbox, SimpleGrid } from '@mantine/core';
import type { RoleOption } from '../role-options.ts';

type PermissionCheckboxesProps = {
  label: string;
  description?: string;
  options: readonly RoleOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** Why an option cannot be changed by the signed-in user; undefined when it can. */
  lockedReason?: (value: number) => string | undefined;
  disabled?: boolean;
  error?: string;
};

/** A list of customer sub-roles or back-office permissions to tick, with their Italian labels. */
export function PermissionCheckboxes({
  label,
  description,
  options,
  value,
  onChange,
  lockedReason,
  disabled,
  error,
}: PermissionCheckboxesProps) {
  const order = (values: string[]) =>
    options.map((option) => option.value).filter((option) => values.includes(String(option)));

  return (
    <Checkbox.Group
      label={label}
      description={description}
      error={error}
      value={value.map(String)}
      onChange={(values) => onChange(order(values))}
      disabled={disabled}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="xs" verticalSpacing="sm" mt="xs">
        {options.map((option) => {
          const reason = lockedReason?.(option.value);
          return (
            <Checkbox
              key={option.value}
              value={String(option.value)}
              label={option.label}
              disabled={reason !== undefined}
              description={reason}
            />
          );
        })}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
