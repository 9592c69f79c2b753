import type { FastifyBaseLogger } from 'fastify';
import type { PagePlan } from '../../shared/contracts/page-plan';
import type { IdeaAnswers } from '../../shared/orders/answers';
import { builtinPlan, builtinPageCount } from './writer/builtin';

/**
 * Who writes (docs/architecture.md#outside-services): the built-in writer, or a model with the
 * built-in writer as its fallback. Page and ad writers share one shape and one `withFallback`,
 * used by the first write, regenerate and the ad alike. Built once, in the composition root.
 */
export interface Writer<I, O> {
  /** 'builtin', or the model's label ("llm:{model}" for pages, "llm" for ads). */
  readonly name: string;
  write(input: I): Promise<O>;
}

interface PageRequest {
  answers: IdeaAnswers;
  /** Which of the built-in writer's plans (regenerate asks for the next ones); a model writes afresh. */
  variation: number;
}

export type PageWriter = Writer<PageRequest, PagePlan>;

export const BUILTIN = 'builtin';

/** The built-in page writer: the plan number `variation` of the answers. */
export const builtinPageWriter: PageWriter = {
  name: BUILTIN,
  write: async ({ answers, variation }) => builtinPlan(answers, variation),
};

/** How many different plans the built-in writer has for these answers. */
export const builtinVariations = (answers: IdeaAnswers): number => builtinPageCount(answers);

export interface Written<O> {
  value: O;
  /** The name of the writer that wrote it. */
  by: string;
}

/**
 * The one fallback: `primary` (a model) writes; when it fails (an error, a refusal, a timeout,
 * after its own retry) or is the built-in writer itself, or `builtinOnly` is asked, the built-in
 * writer does. Never throws for a model's failure.
 */
export async function withFallback<I, O>(
  primary: Writer<I, O>,
  builtin: Writer<I, O>,
  input: I,
  options: { log?: FastifyBaseLogger; builtinOnly?: boolean } = {},
): Promise<Written<O>> {
  if (primary !== builtin && primary.name !== BUILTIN && !options.builtinOnly) {
    try {
      return { value: await primary.write(input), by: primary.name };
    } catch (err) {
      options.log?.warn({ err: String(err), writer: primary.name }, 'model writer failed; using the built-in writer');
    }
  }
  return { value: await builtin.write(input), by: builtin.name };
}
