// The messages between the reminder benchmark and its sinks' process (over the fork's IPC channel).

/** What the sinks accepted since the last reset. */
export interface SinkCounts {
  emails: number;
  emailBytes: number;
  /** Distinct recipients: one e-mail per user is expected. */
  recipients: number;
  pushes: number;
  pushBytes: number;
  /** Distinct Topic headers (one per item): a repeated push shows up as pushes > topics. */
  topics: number;
}

export type ToSinks = { type: 'counts' } | { type: 'reset' };

export type FromSinks =
  | { type: 'ready'; smtpPort: number; pushPort: number }
  | { type: 'counts'; counts: SinkCounts }
  | { type: 'reset' };
