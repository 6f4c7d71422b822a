import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers written from their contract's response schema compiled once (fast-json-stringify over the
 * schema's JSON Schema, made on the route's first answer): only the properties the contract names are
 * sent, as zod's encoding sent, in a third of its time (decision 016). Outside production
 * (`checkAnswers`: the tests, development) zod first checks every answer against its contract, so a
 * service that strays from it fails there with a 500, as before; in production the compiled writer alone
 * runs, and a value of the wrong type is written as the contract's type.
 */
export function answerSerializerCompiler(options: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    let write: ((data: unknown) => string) | undefined;
    return (data) => {
      if (options.checkAnswers) {
        const checked = z.safeEncode(schema, data);
        if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      }
      write ??= fastJsonStringify(
        z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as object,
      );
      return write(data);
    };
  };
}
