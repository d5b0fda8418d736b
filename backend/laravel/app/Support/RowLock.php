<?php

namespace App\Support;

use Illuminate\Database\Eloquent\Model;

/**
 * `lockForUpdate()` that holds on SQLite too. Call it first inside the transaction.
 *
 * SQLite has no row locks (its grammar drops FOR UPDATE), and a transaction that read before it
 * writes fails at once with "database is locked" when another process wrote meanwhile (WAL: its
 * snapshot is stale; no busy timeout waits that out). A write as the transaction's first statement
 * takes the database's write lock instead, waiting (busy_timeout) for the writer before it: on
 * SQLite the rest of the transaction is then serial, as it is on MariaDB behind the row's lock.
 */
final class RowLock
{
    /**
     * @template TModel of Model
     *
     * @param  TModel  $model
     * @return TModel The model's row as it is now, locked until the transaction ends.
     */
    public static function fresh(Model $model): Model
    {
        $row = $model->newQuery()->whereKey($model->getKey());
        if ($model->getConnection()->getDriverName() === 'sqlite') {
            $row->toBase()->update([$model->getKeyName() => $model->getKey()]);
        }

        return $row->lockForUpdate()->firstOrFail();
    }
}
