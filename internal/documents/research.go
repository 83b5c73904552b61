package documents

// ResearchFileName is the name the research paper downloads as.
const ResearchFileName = "QRS-Research-Paper.pdf"

// ResearchPaper is the complete research paper of the QRS therapy: principles, methods,
// the figures of the clinical observation study, patents and references.
func ResearchPaper() Document {
	return Document{
		Title:    "Quantum Resonance Systems: Pulsed Electromagnetic Field Therapy at Cellular Level",
		Subtitle: "Complete research paper - principles, methods, clinical observation and patents",
		Sections: []Section{
			{Heading: "Abstract", Paragraphs: []string{
				"This paper summarises the scientific basis of the QRS therapy system, a doctor-patient system of weak, dosed, pulsating magnetic fields with a patented feedback system. It describes the biological amplitude window, the role of ion transport in cell metabolism, the elimination of electrosmog frequencies and self-regulation with biofeedback.",
				"It reports the figures of a clinical observation study of 133 patients, from whom 448 reports on 21 symptoms were collected over treatment periods of 2 to 16 weeks, and lists the patents on which the devices are built. The central finding of the underlying research is that a stronger field does not mean a stronger reaction: minimal fields can trigger maximum effects through resonance.",
			}},
			{Heading: "Background", Paragraphs: []string{
				"Every living cell depends on the exchange of ions across its membrane. Sodium, potassium and calcium gradients drive the transport of nutrients and oxygen into the cell and of metabolic waste out of it. When this exchange slows down, the cell produces less energy; the body perceives this first as fatigue and reduced well-being, and over time as illness.",
				"Four levels of cellular energy are distinguished: a healthy cell works at 100 percent; at about 30 percent a person may still feel healthy; at 29 percent people feel ill; and at around 20 percent the risk of serious disease rises. The aim of the therapy is to support the cell in returning towards its full energy level.",
				"Development of the technology began in 1985. The devices carry 82 indications, 3 user programs, 10 chipcards and more than 7 pulse variations.",
			}},
			{Heading: "Therapy principles", Paragraphs: []string{
				"The therapy applies a weak magnetic field whose pulse shape, frequency and intensity are chosen so that they lie inside the biological amplitude window - the narrow range of field strengths to which cells respond. Fields outside this window, weaker or stronger, have little or no effect. This is why the devices work with field strengths below those of the earth's own magnetic field.",
			}, Table: &Table{
				Header: []string{"Field", "Flux density", "Note"},
				Widths: []float64{60, 40, 70},
				Rows: [][]string{
					{"QRS device, maximum", "40 µT", "inside the biological window"},
					{"Earth's magnetic field", "50 µT", "natural background"},
					{"Safe limit", "100 µT", "recommended exposure limit"},
				},
			}},
			{Heading: "Methods: the four-step process", Paragraphs: []string{
				"A treatment follows four steps that the device performs together in every session.",
			}, Bullets: []string{
				"Protection: frequencies typical of electrosmog are filtered out of the signal, so that the body receives only the therapeutic pulse.",
				"Ion transport: the pulse supports the movement of the five key ions across the cell membrane, restoring cell metabolism.",
				"Resonance: the patented pulse resonates with the cell's own frequencies; minimal field strength, maximum effect.",
				"Bio-feedback: the system measures the body's response and adjusts itself, so that each treatment is individually optimised.",
			}},
			{Heading: "Oxygen supply and efficiency", Paragraphs: []string{
				"Measurements of oxygen diffusion into tissue show an increase of between 80 and 900 percent after treatment. The effect on microcirculation was compared with physical activity: 8 minutes of treatment a day correspond to about 3 hours of walking, an efficiency of 22.5 times.",
				"The treatment has no known side effects. The patient lies or sits on an applicator mat; the session is painless and requires no preparation beyond the usage instructions: phone switched off and at least 3 metres away, metal objects removed, and electrolyte-rich water to drink. Reverse-osmosis water should not be used, as it lacks the minerals the ion exchange depends on.",
			}},
			{Heading: "Clinical observation study", Paragraphs: []string{
				"The study followed 133 patients under treatment by physicians. Over treatment periods of 2 to 16 weeks the physicians filed 448 reports on 21 symptoms (23 conditions when grouped as in the detailed results table of the website). For each condition the share of reports describing an improvement, no change or a worsening was recorded.",
				"For the eight best-performing conditions, improvement was reported in a clear majority of cases; results are classified as excellent (80 percent improvement or more), very good (70 percent or more), good (60 percent or more) or moderate.",
			}, Table: &Table{
				Header: []string{"Study figure", "Value"},
				Widths: []float64{100, 70},
				Rows: [][]string{
					{"Patients", "133"},
					{"Physician reports", "448"},
					{"Symptoms observed", "21"},
					{"Treatment period", "2 to 16 weeks"},
					{"Conditions in the results table", "23"},
					{"Top performers shown", "first 8 of 23"},
				},
			}},
			{Heading: "Medical benefits", Paragraphs: []string{
				"Cardiovascular system: improved microcirculation and oxygen supply of tissue. Cellular metabolism: restored ion exchange and energy production. Immune system: support of the body's own regulation through better cellular supply.",
				"Three benefits apply to the whole family: the therapy is preventive, it is suitable for all ages, and it rests on scientific validation.",
			}},
			{Heading: "Patents", Paragraphs: []string{
				"The technology is protected by the following patents.",
			}, Table: &Table{
				Header: []string{"Patent", "Subject"},
				Widths: []float64{50, 120},
				Rows: [][]string{
					{"EP 0594 655 B1", "Pulsed magnetic field signal in the biological window"},
					{"EP 0621 795 B1", "Ion transport stimulation"},
					{"EP 0729 318 B1", "Electrosmog frequency elimination"},
					{"DE 4122718", "Device for magnetic field therapy"},
				},
			}},
			{Heading: "Discussion", Paragraphs: []string{
				"The observations support the resonance model: effects depend on the match of pulse shape and frequency to the biological window, not on field strength. Because the fields used are weaker than the earth's own field, the therapy can be used daily and at home, with a chipcard prescription set by the physician.",
				"Limitations: the study is an observational study without a control group for the symptom reports; controlled studies of ion concentrations are reported separately on the research page of the website.",
			}},
			{Heading: "References", Bullets: []string{
				"European Patent EP 0594 655 B1.",
				"European Patent EP 0621 795 B1.",
				"European Patent EP 0729 318 B1.",
				"German Patent DE 4122718.",
				"QRS clinical observation study: 133 patients, 448 reports, 21 symptoms, 2 to 16 weeks.",
				"Publications of the QRS research network, listed with their literature database and DOI links on the research page.",
			}},
		},
	}
}
