import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { passwordRequirements } from '@portale/shared';
import { IconCheck, IconPoint } from '@tabler/icons-react';

type PasswordRequirementListProps = {
  /** The password being typed: each requirement ticks as soon as it is met. */
  password: string;
  /** For the password field's aria-describedby. */
  id: string;
};

/** The requirements of a new password (SPEC.md section 5), ticking live as the user types. */
export function PasswordRequirementList({ password, id }: PasswordRequirementListProps) {
  return (
    <List id={id} size="sm" spacing={4} center aria-label="Requisiti della password">
      {passwordRequirements.map((requirement) => {
        const met = requirement.test(password);
        return (
          <List.Item
            key={requirement.key}
            c={met ? 'teal.9' : 'gray.7'}
            data-met={met}
            icon={
              <ThemeIcon
                color={met ? 'teal' : 'gray'}
                variant={met ? 'filled' : 'light'}
                size={18}
                radius="xl"
                aria-hidden
              >
                {met ? <IconCheck size={12} stroke={3} /> : <IconPoint size={12} stroke={3} />}
              </ThemeIcon>
            }
          >
            {requirement.label}
            <VisuallyHidden>{met ? ': rispettato' : ': da rispettare'}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
