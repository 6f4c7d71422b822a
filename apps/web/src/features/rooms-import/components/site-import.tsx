import { useRoomImport } from '../use-room-import.ts';
import { ApplyStep } from './apply-step.tsx';
import { TemplateStep } from './template-step.tsx';
import { UploadStep } from './upload-step.tsx';

type SiteImportProps = { siteCode: string; jobTaskId: string; siteStart: string };

/** The three steps for one site; choosing another starts them again. */
export function SiteImport({ siteCode, jobTaskId, siteStart }: SiteImportProps) {
  const importState = useRoomImport(siteCode, siteStart);
  return (
    <>
      <TemplateStep siteCode={siteCode} jobTaskId={jobTaskId} siteStart={siteStart} />
      <UploadStep importState={importState} />
      <ApplyStep siteCode={siteCode} importState={importState} />
    </>
  );
}
