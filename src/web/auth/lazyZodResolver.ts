import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema is imported when the form is first validated (its
 * first submit), not with the page: sign-in and sign-up are pre-rendered and hydrated at once, and
 * zod with the contracts is about 120 KB of JavaScript they do not need until then.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodType<T, T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then((schema) => zodResolver(schema) as Resolver<T>);
    try {
      return await (
        await resolver
      )(values, context, options);
    } catch (err) {
      resolver = undefined; // the chunk did not load: try again on the next submit
      throw err;
    }
  };
}
