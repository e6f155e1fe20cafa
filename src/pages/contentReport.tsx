import { ContentReportButton } from '../components/ContentReportButton';
import { contentReportRequested, reportKey, useAppDispatch, useAppSelector, type ReportKind } from '../store';

/** 举报 for a post or a reply on the forum pages (issue 33): the button fed from the store. */
export function ReportContent({ kind, id }: { kind: ReportKind; id: number }) {
  const dispatch = useAppDispatch();
  const r = useAppSelector((s) => s.pm.reports[reportKey(kind, id)]);
  return (
    <ContentReportButton
      kind={kind}
      state={r?.state ?? 'idle'}
      error={r?.message}
      onSubmit={(reason, detail) => dispatch(contentReportRequested({ kind, id, reason, detail }))}
    />
  );
}
