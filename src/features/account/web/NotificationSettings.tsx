/**
 * Notification settings (forms-and-accounts.md §4, §7): marketing, promo, cart and review emails,
 * and "all", which turns the four on or off together (checked when all four are on, mixed when
 * some are). Each tick shows at once and is saved at once; the server's answer (the member as
 * stored) then replaces it, and a failed save puts back what is stored and says so.
 */
import { useId, useState } from 'react';
import { allNotifications, type NotificationSettings as Settings } from '../account-rules.js';
import type { Member, NotificationSettingsData } from '../account.schemas.js';
import { CheckboxField } from './FormField.js';
import { useUpdateNotificationSettings } from './update-notification-settings.js';
import { messageOf } from './use-account-form.js';

const SETTINGS: readonly { key: keyof Settings; label: string; hint: string }[] = [
  { key: 'marketing', label: 'Marketing', hint: 'New products, materials and ideas for your prints.' },
  { key: 'promo', label: 'Promotions', hint: 'Coupons, sales and the kick-off promo.' },
  { key: 'cart', label: 'Cart reminders', hint: 'When you leave items in your cart.' },
  { key: 'review', label: 'Review requests', hint: 'Asking how your order turned out.' },
];

const fourOf = (settings: NotificationSettingsData): Settings => ({ marketing: settings.marketing, promo: settings.promo, cart: settings.cart, review: settings.review });

export function NotificationSettings({ member }: { member: Member }) {
  const id = useId();
  const update = useUpdateNotificationSettings();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  // What the page shows: the stored settings, or the shopper's latest tick until the server answers.
  const stored = fourOf(member.notification_settings);
  const [shown, setShown] = useState<{ from: Settings; settings: Settings }>({ from: stored, settings: stored });
  if (JSON.stringify(shown.from) !== JSON.stringify(stored)) setShown({ from: stored, settings: stored });
  const settings = shown.settings;
  const all = allNotifications(settings);
  const some = !all && SETTINGS.some(({ key }) => settings[key]);

  function save(change: Partial<NotificationSettingsData>) {
    const next: Settings = change.all !== undefined ? { marketing: change.all, promo: change.all, cart: change.all, review: change.all } : { ...settings, ...change };
    setShown({ from: stored, settings: next });
    setStatus(null);
    update.mutate(change, {
      onSuccess: () => setStatus({ text: 'Your notification settings have been saved.', error: false }),
      onError: (error) => {
        setShown({ from: stored, settings: stored });
        setStatus({ text: messageOf(error, 'Your notification settings could not be saved. Please try again.'), error: true });
      },
    });
  }

  return (
    <fieldset className="account-notifications" aria-busy={update.isPending}>
      <legend className="visually-hidden">Email me about</legend>
      <p className="acc-text">Choose which emails we send you. Emails about your orders and account are always sent.</p>
      <CheckboxField id={`${id}-all`} label="All notifications" checked={all} indeterminate={some} onChange={() => save({ all: !all })} hint="Turns the four below on or off together." />
      <div className="account-notifications__list">
        {SETTINGS.map(({ key, label, hint }) => (
          <CheckboxField key={key} id={`${id}-${key}`} label={label} hint={hint} checked={settings[key]} onChange={(value) => save({ [key]: value })} />
        ))}
      </div>
      <p className={status?.error ? 'account-status account-status--error' : 'account-status account-status--success'} role={status?.error ? 'alert' : 'status'}>
        {status?.text}
      </p>
    </fieldset>
  );
}
