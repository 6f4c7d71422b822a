import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { variationsAccess, type VariationRequestInput } from '@portale/shared';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCurrentProfile } from '../../lib/current-profile.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { linkLeadsNowhere, MissingItem } from '../../lib/missing-item.tsx';
import { profileAllows } from '../../lib/profile-access.ts';
import { useVariationDetail, useVariationSiteOptions } from './api/variations-api.ts';
import { variationErrorMessage } from './variation-errors.ts';
import { VariationForm } from './variation-form.tsx';

/** /variations/new (preset by ?siteCode and ?roomIds from the rooms' pages). */
export function NewVariationPage() {
  const profile = useCurrentProfile();
  const search = useSearch({ strict: false }) as { siteCode?: string; roomIds?: number[] };
  const sites = useVariationSiteOptions();
  const navigate = useNavigate();
  const rooms = profileAllows(profile, variationsAccess.rules.rooms);
  const initial: VariationRequestInput = {
    siteCode: search.siteCode ?? '',
    type: rooms ? 1 : 0,
    roomVariationType: null,
    rooms: (search.roomIds ?? []).map((roomId) => ({ roomId })),
    dateFrom: '',
    dateTo: null,
    notes: '',
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Nuova richiesta di variazione
        </Title>
        <Text c="dimmed">
          Chiedi di aprire, chiudere, sospendere o modificare locali, o di variare un servizio. Il fornitore
          la prende in carico e la accetta o la respinge: ricevi una notifica a ogni decisione.
        </Text>
      </div>
      {sites.isPending ? (
        <Center py="xl">
          <Loader aria-label="Caricamento delle ubicazioni" />
        </Center>
      ) : sites.isError ? (
        <LoadError title="Ubicazioni non caricate" query={sites}>
          {variationErrorMessage(sites.error)}
        </LoadError>
      ) : sites.data.length === 0 ? (
        <Alert color="gray" variant="light" title="Nessuna ubicazione">
          Non ci sono ubicazioni per cui chiedere una variazione.
        </Alert>
      ) : (
        <VariationForm
          sites={sites.data}
          initial={initial}
          variationId={null}
          onSaved={(variationId) =>
            void navigate({ to: '/variations/$variationId', params: { variationId: String(variationId) } })
          }
          onCancel={() => void navigate({ to: '/variations' })}
        />
      )}
    </Stack>
  );
}

/** /variations/:variationId/edit: the same form, while the request is still sent. */
export function EditVariationPage() {
  const { variationId } = useParams({ strict: false }) as { variationId: string };
  const id = Number(variationId);
  const detail = useVariationDetail(id);
  const sites = useVariationSiteOptions();
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/variations/$variationId', params: { variationId } });
  if (detail.isPending || sites.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Caricamento della richiesta" />
      </Center>
    );
  if (detail.isError)
    return linkLeadsNowhere(detail.error) ? (
      <MissingItem title="Richiesta di variazione non trovata">
        La richiesta non esiste o non è di un’ubicazione che puoi vedere.
      </MissingItem>
    ) : (
      <LoadError title="Richiesta di variazione non caricata" query={detail}>
        {variationErrorMessage(detail.error)}
      </LoadError>
    );
  if (sites.isError)
    return (
      <LoadError title="Ubicazioni non caricate" query={sites}>
        {variationErrorMessage(sites.error)}
      </LoadError>
    );
  const variation = detail.data;
  const initial: VariationRequestInput = {
    siteCode: variation.siteCode,
    type: variation.type,
    roomVariationType: variation.roomVariationType,
    serviceVariationType: variation.serviceVariationType,
    rooms: variation.rooms.map((room) => ({
      roomId: room.roomId,
      newArea: room.newArea,
      newAreaCategoryId: room.newAreaCategoryId,
      newFrequencyCode: room.newFrequencyCode,
    })),
    siteServiceId: variation.siteServiceId,
    dateFrom: variation.dateFrom,
    dateTo: variation.dateTo,
    newFee: variation.newFee,
    notes: variation.notes ?? '',
  };
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Modifica la richiesta n. {variation.id}
      </Title>
      {variation.actions.edit ? (
        <VariationForm sites={sites.data} initial={initial} variationId={id} onSaved={back} onCancel={back} />
      ) : (
        <Alert color="yellow" variant="light" title="Non più modificabile">
          La richiesta è già stata presa in carico o decisa dal fornitore.
        </Alert>
      )}
    </Stack>
  );
}
