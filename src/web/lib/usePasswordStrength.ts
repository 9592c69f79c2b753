import { useEffect, useState } from 'react';
import type { PasswordStrength } from '../../shared/password-strength';

type Checker = (password: string, userInputs?: string[]) => PasswordStrength;

let checker: Promise<Checker> | null = null;
/** The zxcvbn dictionaries are large: loaded on the first keystroke, as their own chunk. */
function loadChecker(): Promise<Checker> {
  checker ??= import('../../shared/password-strength').then((m) => m.passwordStrength);
  return checker;
}

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];

/**
 * The strength of a new password as it is typed (the same zxcvbn check the server applies), or
 * null while empty or still loading. `userInputs` (email, username) count as easy to guess.
 */
export function usePasswordStrength(password: string, userInputs: string[] = []): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadChecker()
        .then((check) => {
          if (current) setStrength(check(password, inputs ? inputs.split('\n') : []));
        })
        .catch(() => undefined);
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);
  return strength;
}

/** "Strength: Weak. This is a heavily used password. …" for the field's hint. */
export function describeStrength(strength: PasswordStrength): string {
  return `Strength: ${LABELS[strength.score] ?? 'Unknown'}.${strength.message ? ` ${strength.message}` : ''}`;
}

/** Check now (on submit): the message when the password is too weak, otherwise null. */
export async function weakPasswordMessage(password: string, userInputs: string[] = []): Promise<string | null> {
  try {
    const check = await loadChecker();
    return check(password, userInputs).message;
  } catch {
    // The checker could not load: the server still checks.
    return null;
  }
}
