import { ControlLoader, ControlReport } from './control-report.tsx';

/**
 * /quality/controls/:controlId: a control with everything needed to check it by hand: how its rooms
 * were drawn, the rule it is scored with, each room's votes and working, each area category's, and the
 * outcome.
 */
export function QualityControlPage() {
  return (
    <ControlLoader>
      {(control) => <ControlReport control={control} backTo="/quality/controls" />}
    </ControlLoader>
  );
}
