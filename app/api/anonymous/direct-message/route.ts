// POST /api/anonymous/direct-message/ — the contact form of the legacy clients (anyone); the /contact page uses the same use case.
import { answers, legacyDoor, legacyHandlers, message } from '@/lib/api/legacy';
import { submitContactMessage } from '@/lib/content/contact';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { POST } = legacyHandlers('admissions', {
  POST: legacyDoor(submitContactMessage, { answerSchema: answers.message(null), answerStatus: 201, answer: () => message(success.messageSent, undefined, 201) }),
});
