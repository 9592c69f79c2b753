import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { PageLoading } from '../ui/Preloader';
import { groupOperations, schemaToText, type OpenApiDocument, type OperationEntry } from './openapiSchema';
import { openApiKey } from './keys';

const METHOD_COLOURS: Record<string, string> = {
  GET: 'text-bg-primary',
  POST: 'text-bg-success',
  PUT: 'text-bg-warning',
  PATCH: 'text-bg-warning',
  DELETE: 'text-bg-danger',
};

function isOpenApiDocument(data: unknown): data is OpenApiDocument {
  return Boolean(data && typeof data === 'object' && 'openapi' in data && 'paths' in data);
}

function OperationCard({ entry, doc }: { entry: OperationEntry; doc: OpenApiDocument }) {
  const { method, path, op } = entry;
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const body = op.requestBody?.content?.['application/json']?.schema;
  return (
    <section className="border rounded-3 p-3 mb-3" aria-labelledby={id}>
      <h4 id={id} className="h6 d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className={`badge http-method ${METHOD_COLOURS[method] ?? 'text-bg-secondary'}`}>{method}</span>
        <code className="text-body text-break">{path}</code>
        {op.security?.length ? <span className="badge text-bg-light border">Bearer token</span> : null}
      </h4>
      {op.summary && <p className="fw-semibold mb-1">{op.summary}</p>}
      {op.description && <p className="text-body-secondary small mb-2">{op.description}</p>}
      {op.parameters?.length ? (
        <div className="table-responsive" tabIndex={0} role="region" aria-label={`Parameters of ${method} ${path}`}>
          <table className="table table-sm small mb-2">
            <caption className="visually-hidden">
              Parameters of {method} {path}
            </caption>
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                    {p.required ? '' : ' (optional)'}
                  </td>
                  <td>{p.in}</td>
                  <td>{schemaToText(p.schema, doc)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {body && (
        <>
          <div className="small fw-semibold">Request body (JSON)</div>
          <pre className="small mb-2" tabIndex={0}>
            {schemaToText(body, doc)}
          </pre>
        </>
      )}
      {Object.entries(op.responses ?? {}).map(([status, answer]) => {
        // The error answers are shared ones (`#/components/responses/not_found`).
        const r = (answer.$ref && doc.components?.responses?.[answer.$ref.split('/').pop()!]) || answer;
        const schema = r.content?.['application/json']?.schema;
        return (
          <div key={status} className="small mb-1">
            <span className="fw-semibold">{status}</span> <span className="text-body-secondary">{r.description}</span>
            {schema && (
              <pre className="mt-1 mb-2" tabIndex={0}>
                {schemaToText(schema, doc)}
              </pre>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** /documentation/api-reference: every operation of GET /api/openapi.json, readable. */
export function ApiReference() {
  const query = useQuery({
    queryKey: openApiKey,
    queryFn: async ({ signal }) => {
      const data = await api('/api/openapi.json', { signal });
      if (!isOpenApiDocument(data)) throw new Error('The server did not return an OpenAPI document');
      return data;
    },
  });
  return (
    <div className="doc-content">
      <h1>API reference</h1>
      <p>
        Generated from the server&apos;s own contracts: the same zod schemas validate every request. The raw document is
        at <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1) for code generators and API clients.
      </p>
      <h2>Calling the API</h2>
      <ul>
        <li>
          Sign in with <code>POST /api/auth/sign-in/email</code> (<code>{'{ email, password }'}</code>); the{' '}
          <code>set-auth-token</code> response header carries your token. Sign-up is{' '}
          <code>POST /api/auth/sign-up/email</code> with <code>{'{ name, email, password }'}</code>.
        </li>
        <li>
          Send it on every call as <code>Authorization: Bearer &lt;token&gt;</code>.
        </li>
        <li>
          Errors are JSON <code>{'{ "detail": "…" }'}</code>: 400 invalid input, 401 missing or invalid token, 404 not
          found (or not yours), 409 wrong state, 413 too large, 429 rate limited.
        </li>
      </ul>
      {query.isPending && <PageLoading label="Loading the API description…" />}
      {query.isError && (
        <div className="alert alert-danger" role="alert">
          The API description could not be loaded: {query.error.message}
        </div>
      )}
      {query.data &&
        groupOperations(query.data).map(([group, entries]) => (
          <div key={group}>
            <h2 className="text-capitalize">{group}</h2>
            {entries.map((e) => (
              <OperationCard key={`${e.method} ${e.path}`} entry={e} doc={query.data} />
            ))}
          </div>
        ))}
    </div>
  );
}
