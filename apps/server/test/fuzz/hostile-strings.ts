import fc from 'fast-check';

/** Texts an attacker or an unlucky paste sends: each must be stored, printed or refused cleanly. */
export const HOSTILE_SAMPLES = [
  'a\u0000b',
  '\u0000',
  '\ud800x',
  'x\udfff',
  '\ud83d',
  'x'.repeat(10_000),
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '👩🏽‍💻🚀',
  'zero\u200bwidth\u200d',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '#set page(width: 1pt)\n#panic("x")',
  '#eval("1")] [#read("/etc/passwd")',
  "'; drop table accounts; --",
  '1 OR 1=1',
  "$& $` $' $1",
  '{{constructor.constructor("return 1")()}}',
  '../../etc/passwd',
  'javascript:alert(1)',
  'http://a&b<c>"d\'e',
  ' ',
  '',
  '\r\n\t',
  '\u{10ffff}',
  '%00%2e%2e',
];

/** A hostile sample, possibly wrapped in ordinary text, or random full-range Unicode. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SAMPLES) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...HOSTILE_SAMPLES),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
