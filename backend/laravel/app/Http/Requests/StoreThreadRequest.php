<?php

namespace App\Http\Requests;

use App\Models\CouncilAgent;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/** A thread with one of the caller's agents: in their own agents, or provided to them by a council. */
class StoreThreadRequest extends FormRequest
{
    public function rules(): array
    {
        return [
            // bail: like the `exists` rule it replaces, the agent is looked up only for an integer id.
            'agent_id' => ['bail', 'required', 'integer', function (string $attribute, mixed $value, Closure $fail) {
                if (! $this->user()->agents()->whereKey($value)->exists() && $this->providingCouncilId() === null) {
                    $fail('validation.exists')->translate();
                }
            }],
            'folder_id' => ['nullable', 'integer', Rule::exists('folders', 'id')->where('user_id', $this->user()->id)],
            'title' => ['nullable', 'string', 'min:1', 'max:255'],
        ];
    }

    /**
     * The thread's council: none when the agent is in the caller's own agents, else the first council
     * (by id) providing it to them, whose settings the thread then follows.
     */
    public function providingCouncilId(): ?int
    {
        $agentId = $this->input('agent_id');
        if ($this->user()->agents()->whereKey($agentId)->exists()) {
            return null;
        }

        return CouncilAgent::where('agent_id', $agentId)->providingTo($this->user())
            ->orderBy('council_id')->value('council_id');
    }
}
