import fc from 'fast-check';
import { hostileString } from './hostile-strings';

/** The part of JSON Schema (as the OpenAPI document has it) that the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** A value of the wrong type, wherever one may stand. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/**
 * A string for the field: a constrained one (enum, format, pattern) is nearly
 * always valid, so that the body gets past the shape check; free text is
 * often hostile, since free text is what reaches the database and the PDF.
 */
function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const constrained = schema.enum
    ? fc.constantFrom(...(schema.enum as string[]))
    : schema.format === 'uuid'
      ? fc.uuid()
      : schema.format === 'email'
        ? fc.emailAddress()
        : schema.format === 'uri'
          ? fc.webUrl()
          : schema.pattern
            ? fc.stringMatching(new RegExp(schema.pattern))
            : undefined;
  if (constrained) {
    return fc.oneof(
      { weight: 12, arbitrary: constrained },
      { weight: 1, arbitrary: hostileString },
    );
  }
  const plain = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
  return fc.oneof({ weight: 1, arbitrary: plain }, { weight: 1, arbitrary: hostileString });
}

/**
 * Bodies shaped by an endpoint's schema, with hostile texts in its string
 * fields, and now and then a wrong type, a missing or an unknown field: most
 * get past the shape check and reach the service and the database.
 */
export function arbitraryFromSchema(
  schema: JsonSchema | undefined,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.anything({ maxDepth: 2 });
  const shaped = shapedBy(schema, depth);
  const withNull = schema.nullable ? fc.oneof(shaped, fc.constant(null)) : shaped;
  return fc.oneof({ weight: 30, arbitrary: withNull }, { weight: 1, arbitrary: wrongType });
}

function shapedBy(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => arbitraryFromSchema(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(min - 1, max + 1, 0.5, Number.MAX_SAFE_INTEGER + 2, -0),
        },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFromSchema(schema.items, depth + 1), {
        maxLength: Math.min((schema.maxItems ?? 4) + 1, 12),
      });
    case 'object':
    case undefined: {
      if (!schema.properties)
        return fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 });
      const model = Object.fromEntries(
        Object.entries(schema.properties).map(([key, sub]) => [
          key,
          arbitraryFromSchema(sub, depth + 1),
        ]),
      );
      const required = schema.required ?? [];
      return fc
        .tuple(
          fc.oneof(
            { weight: 8, arbitrary: fc.record(model, { requiredKeys: required }) },
            { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
          ),
          fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostileString), { freq: 8 }),
        )
        .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}
