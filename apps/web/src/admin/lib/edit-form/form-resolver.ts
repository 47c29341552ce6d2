import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a form checked by a zod schema (built from the contract's schemas). The form
 * holds what the inputs show; the submit handler receives what the schema makes of it (trimmed, defaults).
 */
export function formResolver<TForm extends FieldValues, TOutput>(schema: z.ZodType<TOutput>): Resolver<TForm, unknown, TOutput> {
  return zodResolver(schema as never) as unknown as Resolver<TForm, unknown, TOutput>;
}

/** Every message of a form's errors, in field order, each once. */
export function errorMessages(errors: FieldErrors): string[] {
  const messages: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message !== '' && !messages.includes(message)) messages.push(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref' && key !== 'message') walk(child);
  };
  walk(errors);
  return messages;
}
