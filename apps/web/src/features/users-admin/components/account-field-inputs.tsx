import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { usernameRuleMessage, type AccountFields } from '../user-form-schemas.ts';

/**
 * Name, surname, email and username, inside a react-hook-form `FormProvider` whose values include
 * them: the new-user form and the account card share these inputs and their rules.
 */
export function AccountFieldInputs() {
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountFields>();

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Nome"
        required
        autoComplete="off"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextInput
        label="Cognome"
        required
        autoComplete="off"
        error={errors.surname?.message}
        {...register('surname')}
      />
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="off"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        label="Nome utente"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        description={usernameRuleMessage}
        // The shared pattern's message is in English; the description above states the rule in Italian.
        error={
          errors.username?.type === 'invalid_format' ? 'Nome utente non valido' : errors.username?.message
        }
        {...register('username')}
      />
    </SimpleGrid>
  );
}
