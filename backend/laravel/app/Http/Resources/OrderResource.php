<?php

namespace App\Http\Resources;

use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class OrderResource extends JsonResource
{
    /** Where a bank transfer for an unpaid invoice goes. */
    public const SELLER_BANK = [
        'account_name' => 'Council Chat Ltd',
        'bank_name' => 'Barclays Bank UK PLC',
        'sort_code' => '20-00-00',
        'account_number' => '55779911',
        'iban' => 'GB33BUKB20000055779911',
        'bic' => 'BUKBGB22',
    ];

    public function toArray(Request $request): array
    {
        $vat = $this->total() - $this->amount;
        $byInvoice = $this->payment_method === 'invoice';

        return [
            'id' => $this->id,
            'council_id' => $this->council_id,
            'user_id' => $this->user_id,
            'type' => $this->type,
            'item_id' => $this->item_id,
            'item_name' => $this->item_name,
            'amount' => $this->amount,
            'currency' => $this->currency,
            'status' => $this->status,
            'created_at' => $this->created_at,
            'number' => (string) $this->id,
            'payment_status' => $this->payment_status,
            'buyer' => ['id' => $this->user->id, 'name' => $this->user->name, 'email' => $this->user->email],
            'payment_method' => $this->payment_method,
            'invoice_number' => $this->invoice_number,
            // Receipts are numbered apart from invoices, from the day the money came in.
            'receipt_number' => $this->paid_at
                ? 'RCT-'.$this->paid_at->year.'-'.str_pad((string) $this->id, 6, '0', STR_PAD_LEFT)
                : null,
            'supplier' => config('billing.supplier'),
            'due_at' => $this->due_at,
            'paid_at' => $this->paid_at,
            'council' => $this->council ? ['id' => $this->council->id, 'name' => $this->council->name] : null,
            'vat_rate' => Order::VAT_RATE,
            'vat_amount' => $vat,
            'total' => $this->total(),
            'payment_reference' => $byInvoice
                ? ($this->invoice_number ?? 'CC-ORDER-'.str_pad((string) $this->id, 5, '0', STR_PAD_LEFT))
                : null,
            'bank_details' => $byInvoice && $this->payment_status === 'invoiced' ? self::SELLER_BANK : null,
        ];
    }
}
