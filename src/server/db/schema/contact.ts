import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Messages sent through the public contact form; each is also e-mailed to support. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
