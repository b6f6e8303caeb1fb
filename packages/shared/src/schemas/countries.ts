import { z } from 'zod';

/** `GET /api/countries`: ISO 3166-1 alpha-2 codes with names in the request's language. */
export const countrySchema = z.object({ code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);
