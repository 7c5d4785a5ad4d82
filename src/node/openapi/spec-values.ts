/** Values read from a bundled OpenAPI document, shared by the request samples, the Markdown twin of /api and its search records. */

type Json = Record<string, unknown>;

/** Follows local `$ref`s (`#/components/...`); a reference met again inside itself is left as `$ref`. */
export function resolveRefs<T>(value: T, spec: Json, seen: string[] = []): T {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, spec, seen)) as T;
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref)) return { $ref: ref } as T;
    const target = ref
      .slice(2)
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], spec);
    return resolveRefs(target as T, spec, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, resolveRefs(v, spec, seen)])) as T;
}

type Parameter = { name: string; in: string };

/**
 * An operation's parameters with $refs resolved: its path item's first, less those the operation
 * overrides (same name and location, as OpenAPI says), then its own; the order Redoc shows on /api.
 */
export function operationParameters<P extends Parameter>(spec: Json, pathParameters: unknown, operationParameters: unknown): P[] {
  const own = resolveRefs((operationParameters ?? []) as P[], spec);
  const shared = resolveRefs((pathParameters ?? []) as P[], spec).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
  return [...shared, ...own];
}

/** One example value of a schema: its own example, or one made from its type. */
export function exampleOf(schema: Json | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const props = (schema.properties ?? {}) as Record<string, Json>;
    return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, exampleOf(v, depth + 1)]));
  }
  if (type === 'array') return [exampleOf(schema.items as Json | undefined, depth + 1)];
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  if (type === 'string') return schema.format === 'date-time' ? '2025-01-01T00:00:00Z' : 'string';
  return null;
}

/** The first server's URL with its variables at their defaults: https://{host} -> https://serviceradar.example.com. */
export function serverBaseUrl(spec: Json): string {
  const server = (spec.servers as { url: string; variables?: Record<string, { default: string }> }[] | undefined)?.[0];
  if (!server) return 'https://serviceradar.example.com';
  return server.url.replace(/\{([^}]+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? `{${name}}`).replace(/\/+$/, '');
}
