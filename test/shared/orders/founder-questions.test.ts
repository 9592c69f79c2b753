import { describe, expect, it } from 'vitest';
import {
  FOUNDER_QUESTION_LIMITS,
  FOUNDER_QUESTION_TEXTS,
  founderQuestionProblems,
  founderQuestionsIn,
} from '../../../src/shared/orders/founder-questions';
import { LANDING_LIMITS } from '../../../src/shared/contracts/landing';
import { MIN_ANSWER_WORDS, requiredAnswerProblem, wordCount } from '../../../src/shared/orders/questions';
import { pageOutline, sentenceCount } from '../../../src/shared/orders/outline';
import { ideaAnswersOf } from '../../../src/shared/orders/answers';

describe('founderQuestionsIn', () => {
  it('reads the limits from the landing contract', () => {
    expect(FOUNDER_QUESTION_LIMITS).toEqual({
      maxQuestions: LANDING_LIMITS.maxQuestions,
      maxLength: LANDING_LIMITS.question,
    });
  });

  it('keeps every question and request whole and in order, with list markers taken off', () => {
    const text =
      '1. Would you pay ₹500 a month for this?\n2) How often do you order groceries?\n- Sign up for the pilot in March.\n• Tell us what would stop you.';
    expect(founderQuestionsIn(text)).toEqual([
      'Would you pay ₹500 a month for this?',
      'How often do you order groceries?',
      'Sign up for the pilot in March.',
      'Tell us what would stop you.',
    ]);
  });

  it('splits one line at "?", ";" and sentence ends, and keeps a request without "?"', () => {
    expect(
      founderQuestionsIn(
        'Would you try it?What would you pay; Sign up for the pilot in March. Tell us what would stop you',
      ),
    ).toEqual([
      'Would you try it?',
      'What would you pay',
      'Sign up for the pilot in March.',
      'Tell us what would stop you',
    ]);
  });

  it('splits a Hindi text at "।" and "?"', () => {
    expect(founderQuestionsIn('क्या आप हर महीने ₹500 देंगे। आप कितनी बार ऑर्डर करते हैं? हमें बताइए कि आपको क्या रोकेगा')).toEqual([
      'क्या आप हर महीने ₹500 देंगे।',
      'आप कितनी बार ऑर्डर करते हैं?',
      'हमें बताइए कि आपको क्या रोकेगा',
    ]);
  });

  it('finds nothing in an empty answer', () => {
    expect(founderQuestionsIn('  \n ')).toEqual([]);
  });
});

describe('founderQuestionProblems', () => {
  it('is empty within the limits', () => {
    expect(founderQuestionProblems('Would you pay? How much? When?')).toEqual([]);
  });

  it('names too many questions', () => {
    const problems = founderQuestionProblems('One? Two? Three? Four?');
    expect(problems).toEqual([{ kind: 'too_many', message: FOUNDER_QUESTION_TEXTS.tooMany(4) }]);
    expect(problems[0]!.message).toContain('at most 3 questions; this answer has 4');
  });

  it('names a question that is too long, by its place', () => {
    const long = `Would you ${'really '.repeat(40)}pay?`;
    const problems = founderQuestionProblems(`Short one? ${long}`);
    expect(problems).toEqual([{ kind: 'too_long', index: 1, message: FOUNDER_QUESTION_TEXTS.tooLong(1, long.length) }]);
    expect(problems[0]!.message).toMatch(/^Question 2 is \d+ characters; .* at most 200 characters per question/);
  });
});

describe('the answers a page is made of', () => {
  it('counts words in any script', () => {
    expect(wordCount('Weekly boxes')).toBe(2);
    expect(wordCount('हर हफ्ते ताज़ा सब्ज़ी')).toBe(4);
    expect(requiredAnswerProblem('solution', 'Weekly boxes')).toMatch(/at least 3/);
    expect(requiredAnswerProblem('solution', 'Weekly boxes, delivered Sunday')).toBeNull();
    expect(requiredAnswerProblem('feature', '')).toMatch(/different/);
    expect(requiredAnswerProblem('question', '')).toBeNull();
    expect(MIN_ANSWER_WORDS).toBe(3);
  });

  it('outlines the page from sentence counts', () => {
    expect(sentenceCount('Boxes every week. Recipes inside! Cancel anytime')).toBe(3);
    expect(
      pageOutline({
        idea: 'Meal kits',
        solution: 'Boxes every week. Recipes inside.',
        feature: 'Chef-made sauces.',
        question: 'Would you pay? Sign up for the pilot.',
      }),
    ).toBe(
      'Your page: the heading from your idea · 2 points from your solution · 1 from what makes it different · your 2 questions on the form',
    );
    expect(pageOutline(ideaAnswersOf([]))).toBe(
      'Your page: no heading yet (answer the first question) · 0 points from your solution · 0 from what makes it different · a contact form without your own question',
    );
  });
});
