import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { PageVersion, PageVersionSource } from '../../shared/contracts/page-editor';
import { formatDateTime } from '../../shared/time';

const SOURCE_LABELS: Record<PageVersionSource, string> = {
  generated: 'Generated',
  edited: 'Edited',
  restored: 'Restored',
  experiment: 'Experiment winner',
  regenerated: 'Regenerated',
};

export const versionTime = (iso: string) => formatDateTime(iso);

/** The page's versions, newest (the published one) first, each restorable. */
export function VersionHistory({
  versions,
  editable,
  busy,
  onRestore,
}: {
  versions: PageVersion[];
  editable: boolean;
  busy: boolean;
  onRestore(version: PageVersion): void;
}) {
  return (
    <section aria-labelledby="pe-history-title" className="mt-4">
      <h3 id="pe-history-title" className="h6">
        Version history
      </h3>
      <ol className="list-group pe-history" reversed>
        {versions.map((v, i) => (
          <li key={v.id} className="list-group-item d-flex align-items-center justify-content-between gap-2 py-2">
            <div className="small">
              <span className="fw-semibold">{SOURCE_LABELS[v.source]}</span>{' '}
              <time dateTime={v.created_at} className="text-body-secondary">
                {versionTime(v.created_at)}
              </time>
              {i === 0 ? (
                <Badge bg="success" className="ms-2">
                  Published
                </Badge>
              ) : null}
            </div>
            {i > 0 && editable ? (
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={busy}
                onClick={() => onRestore(v)}
                aria-label={`Restore the ${SOURCE_LABELS[v.source].toLowerCase()} version of ${versionTime(v.created_at)}`}
              >
                Restore
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
