/**
 * The OpenAPI document's words for a rule that ties a body's fields together (`oneOf` of the forms a body
 * takes); the check itself is the schema's refinement, which names the field in its 400.
 */

/** Fields that must not be there: no value satisfies `not: {}`. */
export const absent = (...fields: string[]) => ({
  properties: Object.fromEntries(fields.map((f) => [f, { not: {} }])) as Record<string, object>,
});
