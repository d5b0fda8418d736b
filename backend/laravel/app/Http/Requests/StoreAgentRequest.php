<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\AuthorizesBodyCouncil;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A new draft agent; with `council_id`, one created for a council the caller administers or manages. */
class StoreAgentRequest extends FormRequest
{
    use AuthorizesBodyCouncil;

    /** `pricing` defaults to free, so a price sent without it is refused as for a free agent. */
    protected function prepareForValidation(): void
    {
        if (! $this->has('pricing')) {
            $this->merge(['pricing' => 'free']);
        }
    }

    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:100'],
            'description' => ['required', 'string', 'max:1000'],
            ...self::configurationRules(),
            'pricing' => ['required', Rule::in(['free', 'paid'])],
            'price' => ['required_if:pricing,paid', 'prohibited_if:pricing,free', 'nullable', 'integer', 'min:100', 'max:10000000'],
            'currency' => ['required_if:pricing,paid', 'prohibited_if:pricing,free', 'nullable', Rule::in(['GBP', 'EUR', 'USD'])],
            'council_id' => ['nullable', 'integer', 'exists:councils,id'],
        ];
    }

    /** Without `council_id`, any signed-in user may create agents. */
    public function after(): array
    {
        return [$this->authorizeCouncil('createAgents')];
    }

    /** The rules creating and editing share. */
    public static function configurationRules(): array
    {
        return [
            'category_id' => ['nullable', 'integer', 'exists:categories,id'],
            'model_id' => ['nullable', 'integer', 'exists:ai_models,id'],
            'instructions' => ['nullable', 'string', 'max:20000'],
            'tools' => ['sometimes', 'array', 'max:20'],
            'tools.*' => ['string', 'max:100', 'distinct', 'exists:tools,slug'],
        ];
    }
}
