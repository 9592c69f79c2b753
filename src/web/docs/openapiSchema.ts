/** The parts of an OpenAPI 3.1 document the reference page reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, OperationAnswer>;
}

/** One answer of an operation, or a reference to a shared one (`#/components/responses/not_found`). */
interface OperationAnswer {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema>; responses?: Record<string, OperationAnswer> };
}

const pad = (n: number) => '  '.repeat(n);

/** A JSON schema as compact, TypeScript-like text an integrator can read at a glance. */
export function schemaToText(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): string {
  if (!schema) return 'unknown';
  if (depth > 6) return '…';
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? schema.$ref;
    const target = doc.components?.schemas?.[name];
    return target ? schemaToText(target, doc, depth) : name;
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => schemaToText(s, doc, depth)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => schemaToText(s, doc, depth)).join(' & ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${schemaToText(schema.items, doc, depth)}[]`;
  if (type === 'object' || schema.properties) {
    const props = Object.entries(schema.properties ?? {});
    if (!props.length)
      return typeof schema.additionalProperties === 'object'
        ? `Record<string, ${schemaToText(schema.additionalProperties, doc, depth)}>`
        : 'object';
    const required = new Set(schema.required ?? []);
    const lines = props.map(
      ([key, value]) =>
        `${pad(depth + 1)}${key}${required.has(key) ? '' : '?'}: ${schemaToText(value, doc, depth + 1)}`,
    );
    return `{\n${lines.join('\n')}\n${pad(depth)}}`;
  }
  const limits: string[] = [];
  if (schema.format) limits.push(schema.format);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    limits.push(`length ${schema.minLength ?? 0}..${schema.maxLength ?? '∞'}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    limits.push(`${schema.minimum ?? '-∞'}..${schema.maximum ?? '∞'}`);
  return `${type ?? 'unknown'}${limits.length ? ` (${limits.join(', ')})` : ''}`;
}

export interface OperationEntry {
  method: string;
  path: string;
  op: Operation;
}

/** Operations grouped by their first tag (or first path segment), in document order. */
export function groupOperations(doc: OpenApiDocument): [string, OperationEntry[]][] {
  const groups = new Map<string, OperationEntry[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const group = op.tags?.[0] ?? path.split('/').filter(Boolean)[path.startsWith('/api/') ? 1 : 0] ?? 'other';
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group)!.push({ method: method.toUpperCase(), path, op });
    }
  }
  return [...groups.entries()];
}
