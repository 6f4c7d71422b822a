import { ControlLoader, ControlReport } from './control-report.tsx';
import { ControlRecorder } from './control-recorder.tsx';

/**
 * /backoffice/quality/:controlId: a control in progress is recorded here, room by room; once completed
 * it shows the report the customer reads.
 */
export function StaffQualityControlPage() {
  return (
    <ControlLoader>
      {(control) =>
        control.state === 'in_progress' ? (
          <ControlRecorder control={control} />
        ) : (
          <ControlReport control={control} backTo="/backoffice/quality" />
        )
      }
    </ControlLoader>
  );
}
