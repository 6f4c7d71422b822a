import { notifications } from '@mantine/notifications';

/**
 * Saves a user's permissions and says so; true when saved. A failure is shown by the mutation's own
 * error state, so it is not thrown again.
 */
export async function savePermissions(save: () => Promise<unknown>, username: string): Promise<boolean> {
  const saved = await save().then(
    () => true,
    () => false,
  );
  if (saved) {
    notifications.show({
      color: 'teal',
      title: 'Permessi salvati',
      message: `${username} li userà dalla prossima pagina che apre.`,
    });
  }
  return saved;
}
