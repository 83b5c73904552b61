import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import rules from '../../../content/rules.json';
import { secondFactorFailure } from './sign-in-fields';

const refused = (status: number, body: unknown, retryAfter?: number) => new ApiError(status, '', JSON.stringify(body), retryAfter);

describe('the words of a refused second step of a sign-in', () => {
  it('shows a wrong code as the server words it, and stays on the code', () => {
    expect(secondFactorFailure(refused(401, { message: rules.twoFactor.wrongCode }))).toEqual({
      message: rules.twoFactor.wrongCode,
      startOver: false,
    });
  });

  it('goes back to the password when the step took too long', () => {
    expect(secondFactorFailure(refused(401, { message: rules.twoFactor.challengeExpired }))).toEqual({
      message: rules.twoFactor.challengeExpired,
      startOver: true,
    });
  });

  it('goes back to the password when the step took its most wrong codes', () => {
    expect(secondFactorFailure(refused(401, { message: rules.twoFactor.tooManyCodes }))).toEqual({
      message: rules.twoFactor.tooManyCodes,
      startOver: true,
    });
  });

  it('names a code of the wrong shape by its field', () => {
    const err = refused(400, { message: 'Validation failed', errors: { code: rules.twoFactor.codeFormat } });
    expect(secondFactorFailure(err).message).toBe(rules.twoFactor.codeFormat);
  });

  it('says when to try again after too many codes', () => {
    const { message, startOver } = secondFactorFailure(refused(429, { message: 'Too many sign-in attempts. Please try again later.' }, 60));
    expect(message).toMatch(/^Too many sign-in attempts\. Please try again later\. Try again in /);
    expect(startOver).toBe(false);
  });
});
