import { z } from 'zod';

/** Every error answer of the API: `{ message }`. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const prioritySchema = z.number().int().min(0).max(1_000_000);


const httpUrlPattern = /^https?:\/\/[^\s]+$/i;
const mediaPathPattern = /^\/media\/[A-Za-z0-9._\-/]+$/;

/** An http(s) URL or a media path of ours (`/media/...`). */
export const linkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => httpUrlPattern.test(v) || (mediaPathPattern.test(v) && !v.includes('..')), {
    message: 'URL must start with http://, https:// or /media/',
  });

/** Same as linkSchema but may be left empty. */
export const optionalLinkSchema = z.union([z.literal(''), linkSchema]);

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
