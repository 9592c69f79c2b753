import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX } from './contracts/auth';

/**
 * Password strength with zxcvbn-ts (its common-password and English dictionaries): the identity
 * server refuses a new password below MIN_PASSWORD_SCORE, and the sign-up and reset forms show
 * the same verdict as the password is typed. The dictionaries are large: the web app loads this
 * module on demand.
 */

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. 3 resists an offline attack on a slow hash. */
const MIN_PASSWORD_SCORE = 3;

export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess. Use a longer phrase of uncommon words.';

let factory: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: PASSWORD_MAX,
  });
  return factory;
}

export interface PasswordStrength {
  /** 0–4 */
  score: number;
  acceptable: boolean;
  /** Why it is weak and what would help; null for an acceptable password. */
  message: string | null;
}

/** Judge a new password; `userInputs` (the email, the username) count as easy to guess. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@.\s_-]+/)]).filter((v) => v.length >= 3);
  const result = zxcvbn().check(password, inputs);
  const acceptable = result.score >= MIN_PASSWORD_SCORE;
  if (acceptable) return { score: result.score, acceptable, message: null };
  const warning = result.feedback.warning;
  return {
    score: result.score,
    acceptable,
    message: warning ? `${warning} ${WEAK_PASSWORD_MESSAGE}` : WEAK_PASSWORD_MESSAGE,
  };
}
