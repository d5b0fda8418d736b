import type { BankDetails } from '@/generated/model';

/** How to pay an issued invoice by bank transfer: the seller's account and the reference to quote. */
export function BankTransfer({
  bank,
  reference,
  total,
}: {
  bank: BankDetails;
  reference: string | null;
  total: string;
}) {
  return (
    <section
      className="order-document-bank"
      aria-labelledby="bank-transfer-title"
      data-testid="bank-transfer"
    >
      <h3 id="bank-transfer-title">Pay by bank transfer</h3>
      <p className="small">
        Transfer {total} to this account
        {reference ? ', quoting the payment reference so we can match it' : ''}.
      </p>
      <dl className="order-document-facts">
        {reference ? (
          <div>
            <dt>Payment reference</dt>
            <dd>
              <strong>{reference}</strong>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Account name</dt>
          <dd>{bank.account_name}</dd>
        </div>
        <div>
          <dt>Bank</dt>
          <dd>{bank.bank_name}</dd>
        </div>
        <div>
          <dt>Sort code</dt>
          <dd>{bank.sort_code}</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd>{bank.account_number}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>{bank.iban}</dd>
        </div>
        <div>
          <dt>BIC</dt>
          <dd>{bank.bic}</dd>
        </div>
      </dl>
    </section>
  );
}
