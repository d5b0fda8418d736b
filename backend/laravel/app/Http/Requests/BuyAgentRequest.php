<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\AuthorizesBodyCouncil;
use App\Models\Order;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/** For the caller, or with `council_id` for a council the caller administers (x-council-roles: admin). */
class BuyAgentRequest extends FormRequest
{
    use AuthorizesBodyCouncil;

    /** Someone else's draft is not revealed (404); the council's role is checked once `council_id` is valid. */
    public function authorize(): bool
    {
        Gate::authorize('view', $this->route('agent'));

        return true;
    }

    public function rules(): array
    {
        return [
            'council_id' => ['nullable', 'integer', 'exists:councils,id'],
            'payment_method' => ['sometimes', Rule::in(['card', 'invoice'])],
        ];
    }

    public function after(): array
    {
        return [
            // Buying for oneself needs no council role.
            $this->authorizeCouncil('buyAgents'),
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty()) {
                    return;
                }
                if ($this->byInvoice() && $this->council() === null) {
                    $validator->errors()->add('payment_method', 'Paying by invoice is only available for council purchases.');
                } elseif ($problem = $this->whyNotForSale()) {
                    $validator->errors()->add('agent', $problem);
                }
            },
        ];
    }

    public function byInvoice(): bool
    {
        return $this->input('payment_method') === 'invoice';
    }

    /** Why the agent cannot be sold to this buyer, or null. */
    private function whyNotForSale(): ?string
    {
        $agent = $this->route('agent');
        $user = $this->user();
        $council = $this->council();

        return match (true) {
            $agent->pricing === 'free' => 'Free agents are added, not bought.',
            $agent->isDraft() => 'Only published agents can be bought.',
            $council !== null && $council->councilAgents()->where('agent_id', $agent->id)->exists() => 'The council already has this agent.',
            $council === null && $user->agents()->whereKey($agent->id)->exists() => 'You already own this agent.',
            $council === null && $agent->orders()->where('user_id', $user->id)->whereNull('council_id')->where('status', 'completed')->exists() => 'You already bought this agent. Add it back from the app store.',
            ($waiting = $this->waitingOrder()) !== null => "Order #{$waiting->id} for this agent is already waiting for payment.",
            default => null,
        };
    }

    /** The buyer's order for this agent still waiting for payment: the council's (whoever placed it), or the caller's own. */
    private function waitingOrder(): ?Order
    {
        $council = $this->council();

        return $this->route('agent')->orders()->where('status', 'pending')
            ->when($council, fn ($orders) => $orders->where('council_id', $council->id),
                fn ($orders) => $orders->whereNull('council_id')->where('user_id', $this->user()->id))
            ->first();
    }
}
