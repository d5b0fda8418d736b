<?php

namespace App\Http\Requests;

use Illuminate\Auth\Access\Response;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Validator;

/** No body: what is checked is the agent, which must be a draft complete enough for the store. */
class PublishAgentRequest extends FormRequest
{
    /** Someone else's published agent is 403, their draft 404 (AgentPolicy). */
    public function authorize(): Response
    {
        return Gate::inspect('update', $this->route('agent'));
    }

    public function rules(): array
    {
        return [];
    }

    public function after(): array
    {
        return [
            function (Validator $validator) {
                $agent = $this->route('agent');
                if (! $agent->isDraft()) {
                    $validator->errors()->add('status', 'The agent is already published.');
                }
                if ($agent->category_id === null) {
                    $validator->errors()->add('category_id', 'The category field is required to publish an agent.');
                }
                foreach (['price', 'currency'] as $key) {
                    if ($agent->pricing === 'paid' && $agent->{$key} === null) {
                        $validator->errors()->add($key, "The {$key} field is required when pricing is paid.");
                    }
                }
            },
        ];
    }
}
