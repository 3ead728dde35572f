import { describe, expect, it } from 'vitest';
import { notificationMessages, renderNotification } from '@/lib/notifications/messages';

describe('notifications as messages', () => {
  it('stores a message key and raw values, never words', () => {
    expect(notificationMessages.applicationStatus('documents_requested', 'Send the passport page')).toEqual({
      type: 'application_status',
      messageKey: 'applicationStatus',
      params: { status: 'documents_requested', note: 'Send the passport page' },
      title: null,
      body: null,
    });
    expect(notificationMessages.paymentRecorded(['application_fee', 'service_fee'])).toMatchObject({ type: 'payment', messageKey: 'paymentRecorded', params: { fees: ['application_fee', 'service_fee'] } });
    expect(notificationMessages.paymentSettled('refunded', 'service_fee', 'Cancelled')).toMatchObject({ type: 'payment', messageKey: 'paymentRefunded', params: { fee: 'service_fee', note: 'Cancelled' } });
  });

  it('renders each kind to the English it was stored in before', () => {
    const render = (m: ReturnType<typeof notificationMessages.paymentRecorded>) => renderNotification(m);
    expect(render(notificationMessages.applicationStatus('under_review', null))).toEqual({ title: 'Your application is now: Under review', body: null });
    expect(render(notificationMessages.applicationStatus('rejected', 'No seats'))).toEqual({ title: 'Your application is now: Rejected', body: 'No seats' });
    expect(render(notificationMessages.paymentRecorded(['application_fee']))).toEqual({
      title: 'Payment reference recorded: Application fee',
      body: 'We will confirm your payment once it has arrived.',
    });
    expect(render(notificationMessages.paymentRecorded(['application_fee', 'service_fee'])).title).toBe('Payment reference recorded: Application fee and Service fee');
    expect(render(notificationMessages.paymentSettled('paid', 'application_fee', null))).toEqual({ title: 'Payment confirmed: Application fee', body: null });
    expect(render(notificationMessages.paymentSettled('refunded', 'service_fee', 'The course was cancelled.'))).toEqual({
      title: 'Payment refunded: Service fee',
      body: 'The course was cancelled.',
    });
  });

  it('shows an old row (no message key) as stored, and a note as typed', () => {
    expect(renderNotification({ messageKey: null, params: null, title: 'Your application is now: Submitted', body: 'Hi' })).toEqual({ title: 'Your application is now: Submitted', body: 'Hi' });
    const typed = '{status} <b>as typed</b>';
    expect(renderNotification(notificationMessages.applicationStatus('accepted', typed)).body).toBe(typed);
  });
});
