package documents

// company is how the legal documents name the company.
const company = "QRS, a company registered in the Principality of Liechtenstein (founded 1996, share capital CHF 1,000,000)"

// Legal answers the legal documents served under /legal/, by file name.
func Legal() map[string]Document {
	return map[string]Document{
		"terms-of-service.pdf":     termsOfService(),
		"privacy-policy.pdf":       privacyPolicy(),
		"token-sale-agreement.pdf": tokenSaleAgreement(),
		"aml-kyc-policy.pdf":       amlPolicy(),
	}
}

func termsOfService() Document {
	return Document{Title: "Terms of Service", Subtitle: "Use of the QRS website", Sections: []Section{
		{Heading: "Scope", Paragraphs: []string{
			"These terms govern the use of the website operated by " + company + ". By using the website you accept these terms. If you do not accept them, please do not use the website.",
		}},
		{Heading: "Information only", Paragraphs: []string{
			"The content of the website describes the QRS therapy system, its research and the QRS utility coin. It is general information and does not replace the advice of a physician. Statements about health effects refer to the research cited and are not a promise of a particular result for an individual.",
		}},
		{Heading: "Intellectual property", Paragraphs: []string{
			"Texts, images, documents and trademarks on the website belong to the company or its licensors. You may view and download them for personal, non-commercial use. Any other use requires prior written consent.",
		}},
		{Heading: "Contact form", Paragraphs: []string{
			"Messages sent through the contact form are used only to answer your request. Please do not send confidential medical information through the form.",
		}},
		{Heading: "Liability", Paragraphs: []string{
			"The company takes care that the information on the website is accurate and current but gives no warranty for it. Liability for damage arising from the use of the website is excluded to the extent permitted by the law of Liechtenstein. Links to external websites are provided for convenience; the company is not responsible for their content.",
		}},
		{Heading: "Governing law", Paragraphs: []string{
			"These terms are governed by the law of the Principality of Liechtenstein. The courts of Vaduz have exclusive jurisdiction, subject to mandatory consumer protection rules.",
		}},
	}}
}

func privacyPolicy() Document {
	return Document{Title: "Privacy Policy", Subtitle: "How QRS handles personal data", Sections: []Section{
		{Heading: "Controller", Paragraphs: []string{
			"The controller for the processing of personal data on this website is " + company + ". Processing follows the Liechtenstein Data Protection Act and the General Data Protection Regulation (GDPR), which applies in Liechtenstein as a member of the European Economic Area.",
		}},
		{Heading: "Data we process", Bullets: []string{
			"Contact form: name, e-mail address, subject and message, to answer your request.",
			"Server logs: IP address, time, requested page and browser type, for security and operation; logs are kept for a limited time.",
			"Administrator accounts: user name and a one-way password hash; a session cookie that is strictly necessary for signing in.",
		}},
		{Heading: "Cookies and embedded content", Paragraphs: []string{
			"The public website sets no tracking cookies. Gallery videos are shown through YouTube's privacy-enhanced embedding; when you play a video, YouTube may process data under its own privacy policy.",
		}},
		{Heading: "Legal basis and retention", Paragraphs: []string{
			"Contact messages are processed on the basis of our legitimate interest in answering enquiries and are deleted when no longer needed. Logs are processed for the security of the service.",
		}},
		{Heading: "Your rights", Paragraphs: []string{
			"You have the right of access, rectification, erasure, restriction, data portability and objection, and the right to complain to the Data Protection Authority of Liechtenstein. Write to us through the contact form to exercise your rights.",
		}},
	}}
}

func tokenSaleAgreement() Document {
	return Document{Title: "Token Sale Agreement", Subtitle: "Purchase of the QRS utility coin", Sections: []Section{
		{Heading: "Parties and subject", Paragraphs: []string{
			"This agreement is made between " + company + " (the issuer) and the purchaser of QRS utility coins. The coin is a purpose-driven utility token meant to raise awareness of the QRS therapy and to make it affordable worldwide.",
		}},
		{Heading: "Token and utility", Paragraphs: []string{
			"The total supply is 50,000,000 coins: public sale 40,000,000 (80%), founders and advisors 4,000,000 (8%), centres rewards pool 4,000,000 (8%), marketing and partnerships 1,000,000 (2%), liquidity reserve 1,000,000 (2%).",
		}, Bullets: []string{
			"Launch offer: 100 USD buys 100 coins (1 coin per 1 USD) and includes a discount of 200 USD.",
			"The discount is redeemable on the home therapy system or on therapy at any certified centre.",
			"A free therapy session worth 100 USD at a participating wellness centre.",
		}},
		{Heading: "Nature of the token", Paragraphs: []string{
			"The coin is a utility token. It is not a share, bond, deposit or other financial instrument, and it carries no right to dividends, interest, profit participation or voting in the issuer. Its value may fall to zero.",
		}},
		{Heading: "Risks", Paragraphs: []string{
			"Purchasers acknowledge the risks of digital assets: price volatility, loss of private keys, technical faults of the blockchain, changes of regulation and the possible absence of a liquid market. Purchase only what you can afford to lose.",
		}},
		{Heading: "Purchaser obligations", Paragraphs: []string{
			"The purchaser confirms being of legal age, acting on own account, passing the identity checks of the AML/KYC policy, and not being resident in a jurisdiction where the purchase is prohibited.",
		}},
		{Heading: "Governing law", Paragraphs: []string{
			"This agreement is governed by the law of the Principality of Liechtenstein, including the Token and Trusted Technology Service Provider Act (TVTG). The courts of Vaduz have jurisdiction.",
		}},
	}}
}

func amlPolicy() Document {
	return Document{Title: "AML/KYC Policy", Subtitle: "Anti-money-laundering and know-your-customer rules", Sections: []Section{
		{Heading: "Purpose", Paragraphs: []string{
			company + " is committed to preventing money laundering and the financing of terrorism. This policy follows the Liechtenstein Due Diligence Act (SPG) and its ordinance.",
		}},
		{Heading: "Customer identification", Bullets: []string{
			"Identification of every purchaser with an official photo identity document.",
			"Verification of the residential address.",
			"Identification of the beneficial owner for legal entities.",
			"Screening against sanctions and politically exposed persons lists.",
		}},
		{Heading: "Risk-based monitoring", Paragraphs: []string{
			"Transactions are monitored according to their risk. Unusual transactions are examined and, where required by law, reported to the Financial Intelligence Unit (FIU) of Liechtenstein.",
		}},
		{Heading: "Record keeping", Paragraphs: []string{
			"Identification documents and transaction records are kept for at least ten years after the end of the business relationship, as the law requires.",
		}},
		{Heading: "Refusal", Paragraphs: []string{
			"The company refuses or ends a business relationship when identification cannot be completed or when there are indications of money laundering or terrorist financing.",
		}},
	}}
}
