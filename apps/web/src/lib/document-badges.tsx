import { Badge } from '@mantine/core';
import type { ComplianceState, DocumentValidityState } from '@portale/shared';
import {
  complianceColours,
  complianceStateLabels,
  documentValidityLabels,
  validityColours,
} from './document-validity.ts';
import { wrappingBadge } from './wrapping-labels.ts';

/** A document's validity in words: «Valido», «In scadenza», «Scaduto», «Senza scadenza». */
export function ValidityBadge({ validity }: { validity: DocumentValidityState }) {
  return (
    <Badge variant="light" color={validityColours[validity]} classNames={wrappingBadge}>
      {documentValidityLabels[validity]}
    </Badge>
  );
}

/** A required category of a site's checklist: «Presente», «In scadenza», «Scaduto», «Mancante». */
export function ComplianceBadge({ state }: { state: ComplianceState }) {
  return (
    <Badge variant="light" color={complianceColours[state]} classNames={wrappingBadge}>
      {complianceStateLabels[state]}
    </Badge>
  );
}
