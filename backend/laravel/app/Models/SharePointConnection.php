<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/** The grant a council's admin gave to read its SharePoint; forgotten when Microsoft stops accepting it. */
class SharePointConnection extends Model
{
    protected $table = 'sharepoint_connections';

    protected $fillable = ['account_name', 'account_email', 'access_token', 'refresh_token', 'expires_at', 'connected_at'];

    protected $hidden = ['access_token', 'refresh_token'];

    protected function casts(): array
    {
        return [
            'access_token' => 'encrypted',
            'refresh_token' => 'encrypted',
            'expires_at' => 'datetime',
            'connected_at' => 'datetime',
        ];
    }

    public function council(): BelongsTo
    {
        return $this->belongsTo(Council::class);
    }
}
