<?php

namespace App\Http\Requests;

use App\Models\Agent;
use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Illuminate\Validation\Validator;

/**
 * The fields sent replace the agent's; price and currency are checked against the pricing the agent
 * will have (switching to paid needs both, switching to free clears them).
 */
class UpdateAgentRequest extends FormRequest
{
    /** Someone else's published agent is 403, their draft 404 (AgentPolicy). */
    public function authorize(): Response
    {
        return Gate::inspect('update', $this->route('agent'));
    }

    public function rules(): array
    {
        return [
            'name' => ['sometimes', 'required', 'string', 'max:100'],
            'description' => ['sometimes', 'required', 'string', 'max:1000'],
            ...StoreAgentRequest::configurationRules(),
            'pricing' => ['sometimes', Rule::in(['free', 'paid'])],
            'price' => ['sometimes', 'nullable', 'integer', 'min:100', 'max:10000000'],
            'currency' => ['sometimes', 'nullable', Rule::in(['GBP', 'EUR', 'USD'])],
        ];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                $agent = $this->route('agent');
                $pricing = $this->input('pricing', $agent->pricing);
                foreach (['price', 'currency'] as $key) {
                    if ($validator->errors()->has($key)) {
                        continue;
                    }
                    $value = $this->exists($key) ? $this->input($key) : $agent->{$key};
                    if ($pricing === 'paid' && $value === null) {
                        $validator->errors()->add($key, "The {$key} field is required when pricing is paid.");
                    } elseif ($pricing === 'free' && $this->input($key) !== null) {
                        $validator->errors()->add($key, "The {$key} field is prohibited when pricing is free.");
                    }
                }
                $category = $this->exists('category_id') ? $this->input('category_id') : $agent->category_id;
                if (! $agent->isDraft() && $category === null && ! $validator->errors()->has('category_id')) {
                    $validator->errors()->add('category_id', 'The category id field is required.');
                }
            },
        ];
    }

    /** The agent's new values: a free agent has no price. */
    public function agentValues(): array
    {
        $values = $this->safe()->except(['price', 'currency']);
        $pricing = $values['pricing'] ?? $this->route('agent')->pricing;
        if ($pricing === 'free') {
            return [...$values, 'price' => null, 'currency' => null, 'price_terms' => null];
        }

        return [...$values, ...$this->safe()->only(['price', 'currency']), 'price_terms' => Agent::PAID_TERMS];
    }
}
