<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\AuthorizesBodyCouncil;
use App\Models\Order;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

/** The council is named in the body, so its admins are checked on `council_id`. */
class BuySubscriptionRequest extends FormRequest
{
    use AuthorizesBodyCouncil;

    public function rules(): array
    {
        return [
            'council_id' => ['required', 'integer', 'exists:councils,id'],
        ];
    }

    public function after(): array
    {
        return [
            $this->authorizeCouncil('manageBilling'),
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty()) {
                    return;
                }
                $plan = $this->route('subscription');
                $council = $this->council();
                if ($council->subscription_id === $plan->id) {
                    $validator->errors()->add('council_id', 'The council is already subscribed to this plan.');
                } elseif ($waiting = $this->waitingOrder()) {
                    $validator->errors()->add('council_id', "Order #{$waiting->id} for this plan is already waiting for payment.");
                }
            },
        ];
    }

    /** The council's order for this plan that is still waiting for payment (whoever of its admins placed it). */
    private function waitingOrder(): ?Order
    {
        return $this->council()->orders()
            ->where('status', 'pending')->where('type', 'subscription')
            ->where('item_id', $this->route('subscription')->id)
            ->first();
    }
}
