import fc from 'fast-check';

/** The JSON Schema subset our OpenAPI document uses (generated from the zod schemas). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Field names whose strings must look like an e-mail to be valid, though the schema cannot say so. */
const EMAIL_FIELDS = /^(email|userEmail|username|to|captainEmail|newEmail|ownerEmail|teamMemberEmail)$/;

/** Values that satisfy the schema: what a well-behaved client could send. */
export function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => validValue(variant, name)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  const type = types.find((candidate) => candidate !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return stringValue(schema, name);
    case 'integer':
    case 'number': {
      const min =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = Math.min(
        schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000),
        1_000_000,
      );
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = validValue(property, key);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
    }
    default:
      return fc.constant(null);
  }
}

function stringValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email' || EMAIL_FIELDS.test(name)) return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern)
    return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => fits(schema, value));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  return fc
    .string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, minLength, 1) })
    .filter((value) => value.trim().length >= Math.min(minLength, 1));
}

function fits(schema: JsonSchema, value: string): boolean {
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

/** Fields an attacker adds hoping the server trusts them. */
export const PRIVILEGED_FIELDS = {
  roleName: 'Boat',
  permissions: [{ Name: 'CONTENT_MODERATOR' }, { Name: 'JUDGE_TOURNAMENTS' }],
  ownerEmail: 'victim@example.com',
  status: 'Approved',
  points: 1_000_000,
  canEdit: true,
  isJudge: true,
  userId: '00000000-0000-4000-8000-000000000000',
} as const;

const ODD_STRINGS = [
  '\u202Egnp.exe',
  'a\u0000b',
  '\uD800',
  '𝕿𝖎𝖌𝖍𝖙𝖑𝖎𝖓𝖊𝖘',
  '\u200B\u200B',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
];

/** A mutation of a valid value into something a hostile or broken client could send. */
export function mutation(valid: unknown): fc.Arbitrary<unknown> {
  const wrongTypes = fc.constantFrom<unknown>(42, -1, 1e308, true, null, [], {}, 'string', [1, 2, 3]);
  const huge = fc.constant('x'.repeat(200_000));
  const deep = fc.integer({ min: 50, max: 400 }).map((depth) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) value = { nested: value };
    return value;
  });
  const odd = fc.constantFrom(...ODD_STRINGS);
  const options: fc.Arbitrary<unknown>[] = [wrongTypes, huge, deep, odd];
  if (valid && typeof valid === 'object' && !Array.isArray(valid)) {
    const keys = Object.keys(valid);
    options.push(fc.constant({ ...valid, ...PRIVILEGED_FIELDS }));
    options.push(
      fc.constant(
        JSON.parse(
          `{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}, ${JSON.stringify(valid).slice(1)}`.replace(
            ', }',
            '}',
          ),
        ),
      ),
    );
    if (keys.length > 0) {
      options.push(fc.constantFrom(...keys).map((key) => omit(valid as Record<string, unknown>, key)));
      options.push(
        fc
          .tuple(fc.constantFrom(...keys), fc.oneof(wrongTypes, huge, odd))
          .map(([key, value]) => ({ ...(valid as object), [key]: value })),
      );
    }
  }
  return fc.oneof(...options);
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = value;
  return rest;
}
