/** The check of Laravel's MySQL SQL for what MySQL 8 refuses and MariaDB accepts (scripts/laravel/mysql8.ts). */
import { describe, expect, it } from 'vitest';
import { mysql8Refusals } from '../../scripts/laravel/mysql8';

describe('mysql8Refusals', () => {
  it('names a literal default on a TEXT, BLOB or JSON column, in a create or an alter', () => {
    const sql = [
      "  ⇂ create table `messages` (`id` bigint unsigned not null auto_increment primary key, `content` longtext not null default '', `status` varchar(255) not null default 'completed', `meta` json not null default '{}') default character set utf8mb4",
      "  ⇂ alter table `agents` add `notes` text not null default 'none'",
      '  ⇂ alter table `files` add `data` mediumblob null default 0x00',
    ].join('\n');
    expect(mysql8Refusals(sql)).toEqual([
      "messages.content longtext default ''",
      "messages.meta json default '{}'",
      "agents.notes text default 'none'",
      'files.data mediumblob default 0x00',
    ]);
  });

  it('accepts such columns without a default, with DEFAULT NULL or an expression, and defaults on other types', () => {
    const sql = [
      "  ⇂ create table `messages` (`content` longtext not null, `error` text null, `version` int unsigned not null default '1', `note` varchar(255) not null default 'a, b')",
      '  ⇂ alter table `agents` add `tags` json not null default (JSON_ARRAY())',
      '  ⇂ alter table `agents` add `bio` text null default null',
      "  2025_01_01_000500_create_folders_and_threads_tables ...... default ''",
    ].join('\n');
    expect(mysql8Refusals(sql)).toEqual([]);
  });
});
